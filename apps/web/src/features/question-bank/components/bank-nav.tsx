import { NavLink } from 'react-router';
import { pathTo } from '../../../lib/paths';
import styles from './bank.module.css';

const LINKS = [
  { to: pathTo('QuestionBank'), label: '题库首页', end: true },
  { to: pathTo('ClassSubjectLibrary'), label: '分类题库' },
  { to: pathTo('SpecialTraining'), label: '专项训练' },
  { to: pathTo('OverYearTrueTopic'), label: '历年真题' },
  { to: pathTo('Mock'), label: '模考大赛' },
  { to: pathTo('BoundsDifficulty'), label: '难度分级' },
  { to: pathTo('Lecture'), label: '名师讲题' },
  { to: pathTo('PsychologyTest'), label: '心理测评' },
  { to: pathTo('Record'), label: '做题记录' },
  { to: pathTo('MyCollection'), label: '错题本与收藏' },
];

/** The bank's own navigation, above its list pages. */
export function BankNav() {
  return (
    <nav className={styles.nav} aria-label="题库导航">
      {LINKS.map((link) => (
        <NavLink
          key={link.to}
          to={link.to}
          end={link.end ?? false}
          className={({ isActive }) => (isActive ? styles.navActive : styles.navLink)}
        >
          {link.label}
        </NavLink>
      ))}
    </nav>
  );
}
